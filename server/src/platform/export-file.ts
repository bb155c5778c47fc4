/**
 * A file the server hands out for download through GraphQL (an export bundle, chart data as CSV or XLSX, a
 * SQL Lab run as CSV): one shape for all of them, the content base64-encoded. downloadFile (download-file.ts,
 * free of decorators so pure code can use it) makes one.
 */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A file to download (an export bundle, chart data, a SQL Lab run as CSV), base64-encoded.' })
export class ExportFile {
  @Field(() => String) filename: string;
  @Field(() => String) contentType: string;
  @Field(() => String) base64: string;
}
