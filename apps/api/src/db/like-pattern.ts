/** An ILIKE pattern for text containing `text`, where `%`, `_` and `\` are letters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
