/**
 * Superset's error-type -> issue-code catalogue. SIP-40 error bodies carry `extra.issue_codes`
 * derived from the error type; the frontend links each code to its documentation page.
 */
export interface IssueCode {
  code: number;
  message: string;
}

const EXPLANATIONS: Readonly<Record<number, string>> = {
  1000: 'The datasource is too large to query.',
  1001: 'The database is under an unusual load.',
  1002: 'The database returned an unexpected error.',
  1003: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
  1004: 'The column was deleted or renamed in the database.',
  1005: 'The table was deleted or renamed in the database.',
  1006: 'One or more parameters specified in the query are missing.',
  1007: "The hostname provided can't be resolved.",
  1008: 'The port is closed.',
  1009: "The host might be down, and can't be reached on the provided port.",
  1010: 'Superset encountered an error while running a command.',
  1011: 'Superset encountered an unexpected error.',
  1012: 'The username provided when connecting to a database is not valid.',
  1013: 'The password provided when connecting to a database is not valid.',
  1014: 'Either the username or the password is wrong.',
  1015: 'Either the database is spelled incorrectly or does not exist.',
  1016: 'The schema was deleted or renamed in the database.',
  1017: "User doesn't have the proper permissions.",
  1018: 'One or more parameters needed to configure a database are missing.',
  1019: 'The submitted payload has the incorrect format.',
  1020: 'The submitted payload has the incorrect schema.',
  1021: 'Results backend needed for asynchronous queries is not configured.',
  1022: 'Database does not allow data manipulation.',
  1026: 'Query is too complex and takes too long to run.',
  1027: 'The database is currently running too many queries.',
  1028: 'One or more parameters specified in the query are malformed.',
  1029: 'The object does not exist in the given database.',
  1030: 'The query has a syntax error.',
  1031: 'The results backend no longer has the data from the query.',
  1032: 'The query associated with the results was deleted.',
  1033: 'The results stored in the backend were stored in a different format, and no longer can be deserialized.',
  1034: 'The port number is invalid.',
  1035: 'Failed to start remote query on a worker.',
  1036: 'The database was deleted.',
  1040: 'The submitted payload failed validation.',
};

const CODES_BY_ERROR_TYPE: Readonly<Record<string, readonly number[]>> = {
  BACKEND_TIMEOUT_ERROR: [1000, 1001],
  GENERIC_DB_ENGINE_ERROR: [1002],
  COLUMN_DOES_NOT_EXIST_ERROR: [1003, 1004],
  TABLE_DOES_NOT_EXIST_ERROR: [1003, 1005],
  SCHEMA_DOES_NOT_EXIST_ERROR: [1003, 1016],
  MISSING_TEMPLATE_PARAMS_ERROR: [1006],
  INVALID_TEMPLATE_PARAMS_ERROR: [1028],
  CONNECTION_INVALID_HOSTNAME_ERROR: [1007],
  CONNECTION_PORT_CLOSED_ERROR: [1008],
  CONNECTION_HOST_DOWN_ERROR: [1009],
  CONNECTION_INVALID_USERNAME_ERROR: [1012],
  CONNECTION_INVALID_PASSWORD_ERROR: [1013],
  CONNECTION_ACCESS_DENIED_ERROR: [1014, 1015],
  CONNECTION_UNKNOWN_DATABASE_ERROR: [1015],
  CONNECTION_DATABASE_PERMISSIONS_ERROR: [1017],
  CONNECTION_MISSING_PARAMETERS_ERROR: [1018],
  CONNECTION_INVALID_PORT_ERROR: [1034],
  CONNECTION_DATABASE_TIMEOUT: [1001, 1009],
  GENERIC_COMMAND_ERROR: [1010],
  GENERIC_BACKEND_ERROR: [1011],
  INVALID_PAYLOAD_FORMAT_ERROR: [1019],
  INVALID_PAYLOAD_SCHEMA_ERROR: [1020],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [1021],
  DML_NOT_ALLOWED_ERROR: [1022],
  SQLLAB_TIMEOUT_ERROR: [1026, 1027],
  OBJECT_DOES_NOT_EXIST_ERROR: [1029],
  SYNTAX_ERROR: [1030],
  RESULTS_BACKEND_ERROR: [1031, 1032, 1033],
  ASYNC_WORKERS_ERROR: [1035],
  DATABASE_NOT_FOUND_ERROR: [1011, 1036],
  DATASOURCE_SECURITY_ACCESS_ERROR: [1017],
  DATABASE_SECURITY_ACCESS_ERROR: [1017],
  QUERY_SECURITY_ACCESS_ERROR: [1017],
  MISSING_OWNERSHIP_ERROR: [1017],
  MARSHMALLOW_ERROR: [1040],
};

/** The issue codes Superset attaches to an error type, or undefined when it attaches none. */
export function issueCodesFor(errorType: string): IssueCode[] | undefined {
  const codes = CODES_BY_ERROR_TYPE[errorType];
  return codes?.map((code) => ({ code, message: `Issue ${code} - ${EXPLANATIONS[code]}` }));
}
