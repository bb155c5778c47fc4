import { restFailure } from '../test-support/rest-error';
import { echoedFields, readDatabaseBody, readTestConnectionBody, readValidateParametersBody } from './database.request';

describe('database request bodies', () => {
  it('maps snake_case fields onto the GraphQL input and ignores unknown ones', () => {
    expect(
      readDatabaseBody({
        database_name: 'sales',
        sqlalchemy_uri: 'postgresql://u:p@h/db',
        cache_timeout: '60',
        allow_dml: 'true',
        allow_csv_upload: true,
        extra: '{"metadata_params": {}}',
        encrypted_extra: '{"k": "v"}',
        bogus: 1,
      }),
    ).toEqual({
      databaseName: 'sales',
      sqlalchemyUri: 'postgresql://u:p@h/db',
      cacheTimeout: 60,
      allowDml: true,
      allowFileUpload: true,
      extra: '{"metadata_params": {}}',
      maskedEncryptedExtra: '{"k": "v"}',
    });
  });

  it('keeps explicit nulls (they clear a value on update)', () => {
    expect(readDatabaseBody({ cache_timeout: null, force_ctas_schema: null })).toEqual({ cacheTimeout: null, forceCtasSchema: null });
  });

  it("rejects values of the wrong type with marshmallow's messages", () => {
    expect(restFailure(() => readDatabaseBody({ database_name: 5, cache_timeout: 'soon', allow_dml: 'maybe', parameters: 'host=h' }))).toEqual([
      400,
      {
        message: {
          database_name: ['Not a valid string.'],
          cache_timeout: ['Not a valid integer.'],
          allow_dml: ['Not a valid boolean.'],
          parameters: ['Not a valid mapping type.'],
        },
      },
    ]);
  });

  it('reads test_connection and validate_parameters bodies', () => {
    expect(readTestConnectionBody({ database_name: 'x', sqlalchemy_uri: 'duckdb:///x', allow_dml: true })).toEqual({ databaseName: 'x', sqlalchemyUri: 'duckdb:///x' });
    expect(readValidateParametersBody({ engine: 'postgresql', configuration_method: 'dynamic_form', parameters: { host: 'h' }, id: 3 })).toEqual({
      input: { engine: 'postgresql', configurationMethod: 'dynamic_form', parameters: { host: 'h' }, id: 3 },
      errors: {},
    });
    expect(readValidateParametersBody({ engine: 7 }).errors).toEqual({ engine: ['Not a valid string.'] });
  });

  it('echoes the known fields of the body, never its parameters', () => {
    expect(echoedFields({ database_name: 'x', parameters: { password: 'p' }, engine: 'postgresql', bogus: 1, allow_dml: true })).toEqual({ database_name: 'x', allow_dml: true });
  });
});
