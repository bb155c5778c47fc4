import type { ListFilterOp } from '../gql/graphql';

/** A `filters[].opr` value as REST clients send it: a ListFilterOp, lower-cased. */
export type RestFilterOperator = Lowercase<ListFilterOp>;

export interface FilterOperator {
  operator: RestFilterOperator;
  /** The label `_info` shows for the operator. */
  name: string;
}

/** FAB's generic operators, grouped by the column types they apply to (in FAB's order). */
const op = (operator: RestFilterOperator, name: string): FilterOperator => ({ operator, name });

export const STRING_OPERATORS: readonly FilterOperator[] = [
  op('sw', 'Starts with'),
  op('ew', 'Ends with'),
  op('ct', 'Contains'),
  op('eq', 'Equal to'),
  op('nsw', 'Not Starts with'),
  op('new', 'Not Ends with'),
  op('nct', 'Not Contains'),
  op('neq', 'Not Equal to'),
  op('in', 'In'),
  op('not_in', 'Not In'),
];

export const NUMBER_OPERATORS: readonly FilterOperator[] = [
  op('eq', 'Equal to'),
  op('gt', 'Greater than'),
  op('lt', 'Smaller than'),
  op('neq', 'Not Equal to'),
  op('in', 'In'),
  op('not_in', 'Not In'),
];

export const DATE_OPERATORS: readonly FilterOperator[] = [
  op('eq', 'Equal to'),
  op('gt', 'Greater than'),
  op('lt', 'Smaller than'),
  op('neq', 'Not Equal to'),
];

export const EQUALITY_OPERATORS: readonly FilterOperator[] = [op('eq', 'Equal to'), op('neq', 'Not Equal to')];

/** Many-to-one relations (created_by, database, ...): the related primary key. */
export const RELATION_OPERATORS: readonly FilterOperator[] = [op('rel_o_m', 'Relation'), op('nrel_o_m', 'No Relation')];

/** To-many relations (owners, dashboards, tags, ...): contains the related primary key. */
export const TO_MANY_OPERATORS: readonly FilterOperator[] = [op('rel_m_m', 'Relation as Many')];

/** A resource-specific operator (Superset's custom filters). */
export function customOperator(operator: RestFilterOperator, name: string): FilterOperator {
  return op(operator, name);
}
