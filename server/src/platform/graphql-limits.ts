/**
 * How much one GraphQL operation may ask for: its size in tokens (parse), its depth and its aliases
 * (validation rules), and its cost (checked with the variables, since page sizes and @include depend on
 * them). Every operation the web client and the REST gateway send fits well inside these limits
 * (graphql-limits.test.ts checks each of their documents).
 */
import {
  getNullableType,
  GraphQLError,
  isListType,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  visit,
  BREAK,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { badUserInput } from './graphql-input';

export const MAX_QUERY_TOKENS = 20_000;
export const MAX_QUERY_DEPTH = 15;
export const MAX_QUERY_ALIASES = 30;
export const MAX_QUERY_COST = 5_000;
/** A list field is counted as this many of its items. */
export const LIST_COST_FACTOR = 10;
/** Fragment spreads are expanded while costing; this bounds a document whose spreads multiply. */
const MAX_COSTED_NODES = 20_000;

/** A number measured over a selection set, given the measure of each fragment spread. */
type Measure = (set: SelectionSetNode, spread: (name: string) => number) => number;

/** Per-fragment results, memoised so that fragments spreading fragments cannot make the walk exponential. */
function fragmentMeasure(context: ValidationContext, measure: Measure) {
  const memo = new Map<string, number>();
  const spread = (name: string): number => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    memo.set(name, 0); // a cycle counts as nothing here; NoFragmentCyclesRule reports it
    const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
    const value = fragment ? measure(fragment.selectionSet, spread) : 0;
    memo.set(name, value);
    return value;
  };
  return (set: SelectionSetNode) => measure(set, spread);
}

/** How many fields deep a selection set goes, fragments included. */
function selectionDepth(set: SelectionSetNode, spread: (name: string) => number): number {
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + (selection.selectionSet ? selectionDepth(selection.selectionSet, spread) : 0));
    else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, selectionDepth(selection.selectionSet, spread));
    else deepest = Math.max(deepest, spread(selection.name.value));
  }
  return deepest;
}

/** How many aliased fields a selection set holds, counting each spread of a fragment. */
function selectionAliases(set: SelectionSetNode, spread: (name: string) => number): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += (selection.alias ? 1 : 0) + (selection.selectionSet ? selectionAliases(selection.selectionSet, spread) : 0);
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += selectionAliases(selection.selectionSet, spread);
    else count += spread(selection.name.value);
  }
  return count;
}

/** A validation rule refusing an operation whose measure (fragments included) exceeds `limit`. */
function operationLimitRule(measure: Measure, limit: number, message: (value: number) => string) {
  return (context: ValidationContext): ASTVisitor => {
    const measureOf = fragmentMeasure(context, measure);
    return {
      OperationDefinition(node) {
        const value = measureOf(node.selectionSet);
        if (value > limit) context.reportError(new GraphQLError(message(value), { nodes: node }));
      },
    };
  };
}

export const depthLimitRule = (maxDepth: number) =>
  operationLimitRule(selectionDepth, maxDepth, (depth) => `The operation is ${depth} fields deep; the limit is ${maxDepth}.`);

export const aliasLimitRule = (maxAliases: number) =>
  operationLimitRule(selectionAliases, maxAliases, (aliases) => `The operation uses ${aliases} aliases; the limit is ${maxAliases}.`);

/** Each field costs 1 plus what it selects, a list field LIST_COST_FACTOR times what each item selects. */
const listCostEstimator: ComplexityEstimator = ({ field, childComplexity }) =>
  1 + (isListType(getNullableType(field.type)) ? LIST_COST_FACTOR : 1) * childComplexity;

/**
 * The operation's cost, or undefined when its variables do not fit it (execution reports that);
 * a document whose fragments expand past MAX_COSTED_NODES costs Infinity.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): number | undefined {
  try {
    return getComplexity({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [listCostEstimator], maxQueryNodes: MAX_COSTED_NODES });
  } catch (error) {
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) return Infinity;
    return undefined;
  }
}

/** Whether the document has an @include or @skip: only those make its cost depend on the variables. */
function hasConditionalFields(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'include' && node.name.value !== 'skip') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Costs of documents whose cost the variables cannot change, per operation name ('variable' for the others).
 * Apollo keeps a parsed document per query text, so the client's and the gateway's operations are costed
 * once, not on every request (costing walks the document with the schema and coerces the variables).
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number> | 'variable'>();

function costsOf(document: DocumentNode): Map<string, number> | null {
  let costs = knownCosts.get(document);
  if (costs === undefined) {
    costs = hasConditionalFields(document) ? 'variable' : new Map<string, number>();
    knownCosts.set(document, costs);
  }
  return costs === 'variable' ? null : costs;
}

/** The cost error, or null when the operation is within MAX_QUERY_COST. */
export function costLimitError(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName: string | null | undefined): GraphQLError | null {
  const costs = costsOf(document);
  const known = costs?.get(operationName ?? '');
  // One over the limit is costed again: variables that do not fit leave the answer to execution, as before.
  if (known !== undefined && known <= MAX_QUERY_COST) return null;
  const cost = operationCost(schema, document, variables, operationName);
  if (cost !== undefined && Number.isFinite(cost)) costs?.set(operationName ?? '', cost);
  if (cost === undefined || cost <= MAX_QUERY_COST) return null;
  return badUserInput(Number.isFinite(cost) ? `The operation is too costly: ${cost} (the limit is ${MAX_QUERY_COST}).` : `The operation is too costly: its fragments expand past ${MAX_COSTED_NODES} fields.`);
}

export const LIMIT_RULES = [depthLimitRule(MAX_QUERY_DEPTH), aliasLimitRule(MAX_QUERY_ALIASES)];
