import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { BundleExportService } from './bundle-export.service';
import type { BundleImportService } from './bundle-import.service';
import { BundleResource } from './bundle-kind';
import { ExportFile } from '../../platform/export-file';
import { ImportBundleInput, ImportBundlePayload } from './import-export.types';

/** A JSON object of file name -> secret, or a 400 naming the field. */
function secretsOf(field: string, value: unknown): Record<string, string> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw errors.badInput(`${field} must be a JSON object of file names to strings`, 'INVALID_PAYLOAD_FORMAT_ERROR');
  }
  return value as Record<string, string>;
}

/** The uploaded file's own name (no folders, at most 255 characters), or undefined. */
const fileNameOf = (name: string | null | undefined) => (name ?? '').split(/[\\/]/).pop()!.slice(0, 255) || undefined;

@Resolver()
export class ImportExportResolver {
  constructor(
    private readonly exports: BundleExportService,
    private readonly imports: BundleImportService,
  ) {}

  @Query(() => ExportFile, {
    description: 'The export bundle (ZIP of YAML) of these objects and what they use (can_export on the resource); NOT_FOUND when any is missing or not visible.',
  })
  exportBundle(@Ctx() ctx: RequestContext, @Arg('resource', () => BundleResource) resource: BundleResource, @Arg('ids', () => [Int]) ids: number[]): Promise<ExportFile> {
    return this.exports.export(ctx, resource, ids);
  }

  @Mutation(() => ImportBundlePayload, { description: 'Imports a bundle in one transaction (can_write on the resource); UNPROCESSABLE with per-file messages when anything is wrong.' })
  importBundle(@Ctx() ctx: RequestContext, @Arg('input', () => ImportBundleInput) input: ImportBundleInput): Promise<ImportBundlePayload> {
    return this.imports.import(ctx, input.resource, Buffer.from(input.base64, 'base64'), {
      overwrite: input.overwrite,
      passwords: secretsOf('passwords', input.passwords),
      sshTunnelPasswords: secretsOf('ssh_tunnel_passwords', input.sshTunnelPasswords),
      sshTunnelPrivateKeys: secretsOf('ssh_tunnel_private_keys', input.sshTunnelPrivateKeys),
      sshTunnelPrivateKeyPasswords: secretsOf('ssh_tunnel_private_key_passwords', input.sshTunnelPrivateKeyPasswords),
    }, fileNameOf(input.filename));
  }
}
