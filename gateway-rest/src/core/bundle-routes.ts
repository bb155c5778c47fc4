/**
 * `GET /{resource}/export/?q=!(ids)` and `POST /{resource}/import/` (REST ref §7), the same two routes for
 * every resource that exchanges bundles: the ZIP goes through the GraphQL bundle operations as base64, the
 * import's secrets as JSON objects keyed by database file.
 */
import { type BundleResource, RestExportBundleDocument, RestImportBundleDocument } from '../gql/graphql';
import { badRequest } from './errors';
import { fieldValue, readMultipart, type MultipartBody } from './multipart';
import { download, ok, type RestFile, type RouteDef } from './route';

/** A form field holding a JSON object of strings (`passwords`, the SSH tunnel secrets), or null when absent. */
function secretsField(body: MultipartBody, name: string): Record<string, string> | null {
  const text = fieldValue(body, name);
  if (text === undefined || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw badRequest(`${name} must be a JSON object of file names to strings`);
  }
  return value as Record<string, string>;
}

export function bundleRoutes(base: string, resource: BundleResource, readIds: (req: Parameters<RouteDef['handle']>[0]['req']) => number[]): RouteDef[] {
  return [
    {
      method: 'get',
      path: `${base}/export/`,
      async handle({ req, run }) {
        const { exportBundle: file } = await run(RestExportBundleDocument, { resource, ids: readIds(req) });
        return download({ filename: file.filename, contentType: file.contentType, body: Buffer.from(file.base64, 'base64') } satisfies RestFile);
      },
    },
    {
      method: 'post',
      path: `${base}/import/`,
      errors: 'sip40',
      async handle({ req, run }) {
        const body = await readMultipart(req);
        const bundle = body.files.find((f) => f.fieldName === 'formData');
        if (!bundle) throw badRequest('Arguments are not correct');
        await run(RestImportBundleDocument, {
          input: {
            resource,
            base64: bundle.data.toString('base64'),
            filename: bundle.fileName || null,
            overwrite: fieldValue(body, 'overwrite') === 'true',
            passwords: secretsField(body, 'passwords'),
            sshTunnelPasswords: secretsField(body, 'ssh_tunnel_passwords'),
            sshTunnelPrivateKeys: secretsField(body, 'ssh_tunnel_private_keys'),
            sshTunnelPrivateKeyPasswords: secretsField(body, 'ssh_tunnel_private_key_passwords'),
          },
        });
        return ok({ message: 'OK' });
      },
    },
  ];
}
