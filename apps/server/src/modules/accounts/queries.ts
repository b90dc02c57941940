/**
 * SQL fragments of this module's tables that other modules compose into their own statements
 * (a batch that reads everything it decides on in one round trip, see ledger/batch.ts).
 */
/**
 * SQL (an expression yielding json) for the users whose ids are in the int8[] placeholder `ids`:
 * what deciding a money operation needs of them. For batches that read it in their own statement.
 */
export const usersForDecisionSql = (ids: string) =>
  `(select coalesce(json_agg(json_build_object('id', u.id, 'brand', u.brand, 'region', u.region, 'status', u.status,
      'birth_date', u.birth_date)), '[]') from users u where u.id = any(${ids}::int8[]))`;
