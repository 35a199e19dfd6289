/**
 * Quotes text as a Mermaid label. Mermaid reads `"` as the label's end and
 * `#name;` as an entity, and renders labels as HTML, so those characters are
 * written as entity codes; a newline becomes a line break.
 *
 * @example mermaidLabel('say "hi"') // '"say #quot;hi#quot;"'
 */
export function mermaidLabel(text: string): string {
  const escaped = text
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/\r?\n/g, '<br/>');
  return `"${escaped}"`;
}
