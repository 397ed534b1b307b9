/**
 * Long OpenAPI descriptions are written one sentence per line in the route file; this joins them
 * into the one string the contract carries. An empty string starts a new paragraph.
 */
export function prose(...sentences: string[]): string {
  const paragraphs: string[][] = [[]];
  for (const sentence of sentences) {
    if (sentence === "") paragraphs.push([]);
    else paragraphs[paragraphs.length - 1]!.push(sentence);
  }
  return paragraphs.map((p) => p.join(" ")).join("\n\n");
}
