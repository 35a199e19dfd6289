// Mermaid, loaded into the page once from /assets/mermaid.js (3.5 MB) only when a picture is drawn:
// the table page's rule graph and the sandbox's live graph share this one loader and its promise.

/** The part of Mermaid's browser bundle the page uses (it sets `window.mermaid`). */
export interface Mermaid {
  initialize(config: { startOnLoad: boolean; securityLevel: 'strict' }): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let loading: Promise<Mermaid> | undefined;

/** Adds /assets/mermaid.js to the page once (unless it is there already) and resolves to the library it defines. */
export function loadMermaid(): Promise<Mermaid> {
  loading ??= new Promise<Mermaid>((resolve, reject) => {
    const known = (window as unknown as { mermaid?: Mermaid }).mermaid;
    if (known !== undefined) return resolve(known);
    const script = document.createElement('script');
    script.src = '/assets/mermaid.js';
    script.addEventListener('load', () => {
      const mermaid = (window as unknown as { mermaid?: Mermaid }).mermaid;
      if (mermaid === undefined) return reject(new Error('/assets/mermaid.js defined no Mermaid'));
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
      resolve(mermaid);
    });
    script.addEventListener('error', () => reject(new Error('this server has no Mermaid to draw it with')));
    document.head.append(script);
  });
  return loading;
}
