/**
 * D1 binds at most 100 parameters a statement. A lookup by a list of ids that grows with the
 * business (a day of every crew's stops, a flood of replies in one digest) runs in parts of this
 * many ids, leaving room for the statement's other parameters.
 */
export const IDS_PER_STATEMENT = 90;

/**
 * Runs `query` on `ids` (duplicates dropped) in parts of IDS_PER_STATEMENT and returns every part's
 * rows, in the order of the parts: a caller that needs one order across all rows sorts them.
 */
export async function inChunks<Id, Row>(ids: readonly Id[], query: (part: Id[]) => Promise<Row[]>): Promise<Row[]> {
  const unique = [...new Set(ids)];
  const parts: Id[][] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_STATEMENT) parts.push(unique.slice(i, i + IDS_PER_STATEMENT));
  return (await Promise.all(parts.map(query))).flat();
}
