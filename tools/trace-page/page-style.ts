// The trace page's look: controls on top, the picture on the left, the step and the log on the right.

/** The page's style sheet. */
export const PAGE_STYLE = `
:root { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1a1a2e; }
body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
header { padding: 8px 16px; border-bottom: 1px solid #ddd; background: #fafafa; }
h1 { font-size: 18px; margin: 0 0 6px; }
.controls { display: flex; align-items: center; gap: 6px; }
.controls input { flex: 1; }
.controls button { font-size: 16px; padding: 2px 10px; }
#position { min-width: 14em; text-align: right; font-variant-numeric: tabular-nums; }
main { flex: 1; display: flex; min-height: 0; }
#picture { flex: 3; overflow: auto; padding: 8px; border-right: 1px solid #ddd; }
#picture svg { max-width: 100%; height: auto; }
aside { flex: 2; display: flex; flex-direction: column; min-width: 0; }
#step { padding: 8px 12px; border-bottom: 1px solid #ddd; font-size: 14px; }
#step p { margin: 4px 0; overflow-wrap: anywhere; }
#step code { font-size: 12px; }
#log { flex: 1; overflow: auto; padding: 8px 12px; font-size: 14px; }
#log .line { padding: 1px 4px; border-left: 3px solid transparent; }
#log .line.later { display: none; }
#log .line.now { background: #fff1f2; border-left-color: #e11d48; }
g.node.is-current { filter: drop-shadow(0 0 5px #e11d48) drop-shadow(0 0 2px #e11d48); }
g.node.is-inside { filter: drop-shadow(0 0 4px #f59e0b) drop-shadow(0 0 1px #f59e0b); }
g.node.is-fired { filter: drop-shadow(0 0 5px #16a34a) drop-shadow(0 0 2px #16a34a); }
`;
