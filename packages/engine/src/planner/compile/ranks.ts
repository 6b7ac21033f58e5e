/** Helpers shared by the ranked queries: free result names and the places a ranking keeps. */
import {
  binary,
  call,
  col,
  lit,
  star,
  windowed,
  type Expr,
  type OrderItem,
  type SelectItem,
} from '../../data/sql-builder';

/** A name for a helper column that no result column already has. */
export function freeName(base: string, taken: Set<string>): string {
  let name = base;
  while (taken.has(name)) name = `_${name}`;
  taken.add(name);
  return name;
}

/** The ranked places kept: the first `limit`, or those after the first `offset` ("the second highest"). */
export const placesTaken = (rank: string, limit: number, offset = 0): Expr[] => [
  // a tie's rows reach down to the place `reach` (rows ranked at or above their value)
  ...(offset > 0 ? [binary('>', col(`${rank}reach`), lit(offset))] : []),
  binary('<=', col(rank), lit(limit + offset)),
];

/** The rank column of a ranking, and the place its tie reaches down to when places are passed over. */
export const rankItems = (rank: string, by: OrderItem, offset: number | undefined): SelectItem[] => [
  { expr: windowed(call('rank'), [by]), as: rank },
  ...(offset ? [{ expr: windowed(call('count', star), [by]), as: `${rank}reach` }] : []),
];
