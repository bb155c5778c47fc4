/** Uploading a CSV, Excel or parquet file into a database table and making a dataset of it. */
import type { TesseraModule } from '../../platform/module';
import { DatabaseMetadataService } from '../database';
import { DatasetWriteService } from '../dataset';
import { UploadResolver } from './upload.resolver';
import { UploadService } from './upload.service';

export const uploadModule: TesseraModule = {
  name: 'upload',
  resolvers: [UploadResolver],
  register(services) {
    const { dataSource, config } = services.platform;
    const uploads = new UploadService(dataSource, config, services.get(DatabaseMetadataService), services.get(DatasetWriteService));
    services.provide(UploadResolver, new UploadResolver(uploads));
  },
};
