import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSON } from '../../platform/scalars';

export enum UploadFileTypeEnum {
  CSV = 'csv',
  EXCEL = 'excel',
  COLUMNAR = 'columnar',
}
registerEnumType(UploadFileTypeEnum, { name: 'UploadFileType', description: 'CSV text, an Excel workbook, or parquet (one file or a ZIP of them).' });

export enum UploadAlreadyExistsEnum {
  FAIL = 'fail',
  REPLACE = 'replace',
  APPEND = 'append',
}
registerEnumType(UploadAlreadyExistsEnum, { name: 'UploadAlreadyExists', description: 'What to do when the table is already there.' });

@InputType()
export class UploadedFileInput {
  @Field(() => UploadFileTypeEnum) type: UploadFileTypeEnum;
  @Field(() => String) fileName: string;
  @Field(() => String, { description: 'The file, base64-encoded.' }) contentBase64: string;
  @Field(() => String, { nullable: true, description: 'CSV field separator (default ",").' }) delimiter?: string | null;
  @Field(() => Int, { nullable: true, description: 'The 0-based row holding the column names (default 0).' }) headerRow?: number | null;
}

@InputType()
export class DatabaseUploadInput extends UploadedFileInput {
  @Field(() => String) tableName: string;
  @Field(() => String, { nullable: true }) schema?: string | null;
  @Field(() => UploadAlreadyExistsEnum, { nullable: true, defaultValue: UploadAlreadyExistsEnum.FAIL }) alreadyExists?: UploadAlreadyExistsEnum | null;
  @Field(() => Int, { nullable: true, description: 'Rows to skip before the header row.' }) skipRows?: number | null;
  @Field(() => Int, { nullable: true, description: 'Read at most this many data rows.' }) rowsToRead?: number | null;
  @Field(() => [String], { nullable: true, description: 'Texts read as NULL (besides the empty field).' }) nullValues?: string[] | null;
  @Field(() => String, { nullable: true, description: "Decimal separator, '.' or ','." }) decimalCharacter?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Dates are written day first (DD/MM/YYYY).' }) dayFirst?: boolean | null;
  @Field(() => [String], { nullable: true, description: 'Columns read as timestamps.' }) columnDates?: string[] | null;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Column -> type (pandas dtypes such as int64, float64, str, bool, or SQL types).' })
  columnDataTypes?: Record<string, string> | null;
  @Field(() => [String], { nullable: true, description: 'Only these columns are kept.' }) columnsRead?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Adds the row number as a column.' }) dataframeIndex?: boolean | null;
  @Field(() => String, { nullable: true, description: "Name of the row-number column (default 'index')." }) indexLabel?: string | null;
  @Field(() => String, { nullable: true, description: 'Excel: the sheet to read (the first by default).' }) sheetName?: string | null;
}

@ObjectType()
export class DatabaseUploadPayload {
  @Field(() => Int) rows: number;
  @Field(() => Int, { description: 'The dataset of the uploaded table.' }) datasetId: number;
  @Field(() => Boolean, { description: 'False when the table already had a dataset.' }) datasetCreated: boolean;
}

@ObjectType()
export class UploadFileMetadataItem {
  @Field(() => String, { nullable: true, description: 'Excel: the sheet.' }) sheetName?: string | null;
  @Field(() => [String]) columnNames: string[];
}
