import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import type { UploadService } from './upload.service';
import { DatabaseUploadInput, DatabaseUploadPayload, UploadedFileInput, UploadFileMetadataItem } from './upload.types';

const fileOf = (input: UploadedFileInput) => ({ fileName: input.fileName, data: Buffer.from(input.contentBase64, 'base64') });

@Resolver()
export class UploadResolver {
  constructor(private readonly uploads: UploadService) {}

  @Mutation(() => DatabaseUploadPayload, { description: 'Loads a CSV, Excel or parquet file into a table of the database and makes a dataset of it; needs can_upload.' })
  uploadFileToDatabase(
    @Ctx() ctx: RequestContext,
    @Arg('databaseId', () => Int) databaseId: number,
    @Arg('input', () => DatabaseUploadInput) input: DatabaseUploadInput,
  ): Promise<DatabaseUploadPayload> {
    return this.uploads.upload(ctx, databaseId, { ...input, file: fileOf(input) });
  }

  @Query(() => [UploadFileMetadataItem], { description: 'Column names (and Excel sheet names) of a file about to be uploaded.' })
  uploadFileMetadata(@Ctx() ctx: RequestContext, @Arg('input', () => UploadedFileInput) input: UploadedFileInput): Promise<UploadFileMetadataItem[]> {
    return this.uploads.fileMetadata(ctx, { ...input, file: fileOf(input) });
  }
}
