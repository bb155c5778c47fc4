import { acceptsImportFile, answerable, importPrompts, overwriteConfirmed } from './import-prompts';

describe('importPrompts', () => {
  it('turns the server’s password, SSH and already-exists answers into prompts', () => {
    const prompts = importPrompts({
      'databases/examples.yaml': { _schema: ['Must provide a password for the database', 'Must provide a private key for the ssh tunnel'] },
      'databases/other.yaml': { _schema: ['Must provide a password for the ssh tunnel', 'Must provide a private key password for the ssh tunnel'] },
      'dashboards/a.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
      issue_codes: [{ code: 1010, message: 'Issue 1010' }],
    });
    expect(prompts).toEqual({
      alreadyExists: true,
      secrets: { password: ['databases/examples.yaml'], sshPassword: ['databases/other.yaml'], sshPrivateKey: ['databases/examples.yaml'], sshPrivateKeyPassword: ['databases/other.yaml'] },
      failures: [],
    });
    expect(answerable(prompts)).toBe(true);
  });

  it('reports anything else as a failure, joined per file', () => {
    const prompts = importPrompts({ 'charts/x.yaml': { viz_type: ['Missing data for required field.'] }, 'metadata.yaml': { type: ['Must be equal to Slice.'] } });
    expect(prompts.failures).toEqual(['charts/x.yaml: viz_type: Missing data for required field.', 'metadata.yaml: type: Must be equal to Slice.']);
    expect(answerable(prompts)).toBe(false);
    expect(answerable(importPrompts({}))).toBe(false);
  });
});

describe('import file checks', () => {
  it.each([
    ['bundle.zip', true],
    ['dash.YAML', true],
    ['x.yml', true],
    ['legacy.json', true],
    ['notes.txt', false],
    ['zip', false],
  ])('%p accepted: %p', (name, expected) => expect(acceptsImportFile(name)).toBe(expected));

  it('confirms the overwrite with the word OVERWRITE in any case', () => {
    expect(overwriteConfirmed('overwrite')).toBe(true);
    expect(overwriteConfirmed(' OverWrite ')).toBe(true);
    expect(overwriteConfirmed('overwrit')).toBe(false);
  });
});
