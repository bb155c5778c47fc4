/**
 * The SQL Lab statement library: pure functions the execution service builds on. Split a script into
 * statements, refuse writes on a database without allow_dml, apply the row limit, render template
 * parameters, format SQL.
 */
export { splitStatements, lexStatement, lineColumnAt, type SqlStatement, type SqlDialect } from './statements';
export {
  classifyStatement,
  checkStatementsAllowed,
  isRowQuery,
  dmlNotAllowedError,
  DML_NOT_ALLOWED_MESSAGE,
  type StatementClassification,
  type StatementKind,
  type StatementPolicy,
} from './dml';
export { applyLimit, dropdownLimit, finalLimitingFactor, type AppliedLimit, type LimitingFactor, type LimitOptions } from './limit';
export { hasTemplateSyntax, renderTemplate, parseTemplateParams, userMacros, type RenderTemplateOptions, type TemplateLiterals } from './template';
export { missingTemplateParamsError, invalidTemplate, templateSuggestions, editDistance, PARAMETER_MISSING_ADVICE } from './template-errors';
export { formatSql } from './format';
export { syntaxErrorLocation, type SyntaxErrorLocation } from './error-location';
