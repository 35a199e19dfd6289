/** Makes an element with attributes and children; strings become text (never HTML), so nothing a server sends is parsed as markup. */
export function el(
  tag: string,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

/** Shows a line in the header's status area. */
export function status(text: string, bad = false): void {
  const line = document.getElementById('status')!;
  line.textContent = text;
  line.className = bad ? 'bad' : '';
}
