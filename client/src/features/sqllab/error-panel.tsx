// The results pane's error views: syntax error with the offending line and a caret under the position, timeout,
// undefined template parameters with "did you mean" suggestions, and an engine error with its issue codes.
import { Alert, Box, Code, List, Text } from '@mantine/core';
import type { ErrorView, IssueCode } from './error-view';

function IssueCodes({ codes }: { codes: readonly IssueCode[] }) {
  if (codes.length === 0) return null;
  return (
    <List size="sm" mt="xs" data-testid="sqllab-issue-codes">
      {codes.map((issue) => (
        <List.Item key={issue.code}>{issue.message.startsWith('Issue ') ? issue.message : `Issue ${issue.code} - ${issue.message}`}</List.Item>
      ))}
    </List>
  );
}

export function ErrorPanel({ view }: { view: ErrorView }) {
  switch (view.kind) {
    case 'syntax':
      return (
        <Alert
          color="red"
          title={view.line ? `Syntax error on line ${view.line}${view.column ? `, column ${view.column}` : ''}` : 'Syntax error'}
          data-testid="sqllab-error"
          data-kind="syntax"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {view.message}
          </Text>
          {view.line !== null && view.lineText !== null && (
            <Box mt="xs">
              <Code block data-testid="sqllab-error-caret">
                {`${view.line} | ${view.lineText}`}
                {view.column ? `\n${' '.repeat(String(view.line).length + 3 + view.column - 1)}^` : ''}
              </Code>
            </Box>
          )}
          <IssueCodes codes={view.issueCodes} />
        </Alert>
      );
    case 'timeout':
      return (
        <Alert color="orange" title="Query timed out" data-testid="sqllab-error" data-kind="timeout">
          <Text size="sm">{view.message}</Text>
          <IssueCodes codes={view.issueCodes} />
        </Alert>
      );
    case 'parameters':
      return (
        <Alert color="red" title="Template parameter error" data-testid="sqllab-error" data-kind="parameters">
          <Text size="sm">{view.message}</Text>
          {view.missing.length > 0 && (
            <List size="sm" mt="xs">
              {view.missing.map((parameter) => (
                <List.Item key={parameter.name}>
                  <Code>{parameter.name}</Code> is not defined
                  {parameter.suggestions.length > 0 && (
                    <>
                      {' '}
                      — did you mean {parameter.suggestions.map((name, i) => (
                        <span key={name}>
                          {i > 0 ? ' or ' : ''}
                          <Code>{name}</Code>
                        </span>
                      ))}
                      ?
                    </>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      );
    case 'engine':
      return (
        <Alert color="red" title={view.engineName ? `${view.engineName} Error` : 'Database error'} data-testid="sqllab-error" data-kind="engine">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {view.message}
          </Text>
          <IssueCodes codes={view.issueCodes} />
        </Alert>
      );
  }
}
