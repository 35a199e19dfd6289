// The script of the trace page, run in the reader's browser: draws the picture with the Mermaid the
// page carries, then shows one step at a time. Plain JavaScript in a string: it is not part of the
// project's TypeScript, and it must not hold "</script".

/** The page's script. */
export const PAGE_SCRIPT = String.raw`
(async () => {
  const data = JSON.parse(document.getElementById('trace').textContent);
  const steps = data.steps;
  const picture = data.picture;
  const slider = document.getElementById('slider');
  const position = document.getElementById('position');
  const stepPanel = document.getElementById('step');
  const logPanel = document.getElementById('log');
  const pictureBox = document.getElementById('picture');

  // The picture, drawn here; its boxes found by the ids Mermaid gives them (<diagram>-flowchart-<box>-<n>).
  const boxes = new Map();
  try {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    const { svg } = await mermaid.render('picture-svg', picture.mermaid);
    pictureBox.innerHTML = svg;
    for (const g of pictureBox.querySelectorAll('g.node')) {
      const found = /-flowchart-(.+)-\d+$/.exec(g.id);
      if (found) boxes.set(found[1], g);
    }
  } catch (error) {
    pictureBox.textContent = 'The picture could not be drawn: ' + (error && error.message ? error.message : String(error));
  }

  // Every log line once, in order; a step shows the lines up to its own, its own marked.
  const lines = [];
  const firstLine = [];
  for (let i = 0; i < steps.length; i++) {
    firstLine.push(lines.length);
    for (const text of steps[i].log) {
      const line = document.createElement('div');
      line.className = 'line later';
      line.textContent = text;
      logPanel.append(line);
      lines.push(line);
    }
  }
  firstLine.push(lines.length);

  const keyMatches = (declared, key) => (declared.endsWith('*') ? key.startsWith(declared.slice(0, -1)) : declared === key);
  let marked = [];
  let shownLines = 0;
  let current = [];

  function show(index) {
    const i = Math.max(0, Math.min(steps.length - 1, index));
    const step = steps[i];
    for (const [box, mark] of marked) box.classList.remove(mark);
    marked = [];
    const mark = (id, name) => {
      const box = boxes.get(id);
      if (box === undefined) return;
      box.classList.add(name);
      marked.push([box, name]);
    };
    if (picture.nodes[step.node] !== undefined) mark(picture.nodes[step.node], 'is-current');
    else {
      // A node listed in its callers' labels: the box of the caller that ran it, else every box that lists it.
      const listing = picture.folded[step.node] || [];
      const callers = step.from === null ? [] : [picture.nodes[step.from[0]], ...(picture.cards[step.from[1]] || [])];
      const caller = listing.filter((id) => callers.includes(id));
      for (const id of caller.length > 0 ? caller : listing) mark(id, 'is-inside');
    }
    // A card's ability resolving lights its card.
    for (const id of (step.effect !== null && picture.cards[step.effect]) || []) mark(id, 'is-current');
    for (const [key, phase, node] of step.hooks) {
      for (const hook of picture.hooks) if (hook.node === node && hook.phase === phase && keyMatches(hook.key, key)) mark(hook.id, 'is-fired');
    }

    const end = firstLine[i + 1];
    for (let k = Math.min(end, shownLines); k < Math.max(end, shownLines); k++) lines[k].classList.toggle('later', k >= end);
    shownLines = end;
    for (const line of current) line.classList.remove('now');
    current = lines.slice(firstLine[i], end);
    for (const line of current) line.classList.add('now');
    const last = current.at(-1) || lines[end - 1];
    if (last !== undefined) last.scrollIntoView({ block: 'nearest' });

    slider.value = String(i);
    position.textContent = 'step ' + step.step + ' · ' + (i + 1) + ' of ' + steps.length;
    stepPanel.replaceChildren();
    const row = (label, text, kind) => {
      const p = document.createElement('p');
      const b = document.createElement('b');
      b.textContent = label;
      const value = document.createElement(kind === 'code' ? 'code' : 'span');
      value.textContent = text;
      p.append(b, ' ', value);
      stepPanel.append(p);
    };
    row('Node', step.node + (step.depth > 0 ? ' (nested ' + step.depth + ' deep)' : ''), 'name');
    row('How', step.via);
    row('Args', step.args, 'code');
    row('Hooks that ran', step.hooks.length === 0 ? 'none' : step.hooks.map(([key, phase, node]) => phase + ' ' + key + (node !== step.node ? ' (on ' + node + ')' : '')).join(', '));
    for (const note of step.notes) row('Also', note);
    const box = boxes.get(picture.nodes[step.node]) || (marked[0] && marked[0][0]);
    if (box !== undefined) box.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    document.body.dataset.step = String(i);
  }

  document.getElementById('first').addEventListener('click', () => show(0));
  document.getElementById('back').addEventListener('click', () => show(Number(slider.value) - 1));
  document.getElementById('next').addEventListener('click', () => show(Number(slider.value) + 1));
  document.getElementById('last').addEventListener('click', () => show(steps.length - 1));
  slider.addEventListener('input', () => show(Number(slider.value)));
  document.addEventListener('keydown', (event) => {
    if (event.target === slider) return;
    const to = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (to !== undefined) show(Number(slider.value) + to);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(steps.length - 1);
  });
  if (steps.length === 0) position.textContent = 'no node runs in this trace';
  else show(0);
  document.body.dataset.ready = 'true';
})();
`;
