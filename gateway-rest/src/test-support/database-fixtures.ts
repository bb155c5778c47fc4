// Databases as the GraphQL documents answer them, shared by the database and SQL Lab route tests.

export const engineInformation = { supportsFileUpload: true, disableSshTunneling: true, supportsDynamicCatalog: false, supportsOauth2: false };
const user = { id: 1, firstName: 'Ada', lastName: 'Lovelace' };

/** A database as the list query returns it (RestDatabaseListItem). */
export const databaseListItem = {
  id: 3,
  uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
  databaseName: 'sales',
  backend: 'postgresql',
  allowFileUpload: false,
  allowCtas: false,
  allowCvas: false,
  allowDml: true,
  allowRunAsync: false,
  allowsCostEstimate: false,
  allowsSubquery: true,
  allowsVirtualTableExplore: true,
  exploreDatabaseId: 3,
  exposeInSqllab: true,
  extraText: '{"metadata_params":{}}',
  forceCtasSchema: null,
  disableDataPreview: false,
  disableDrillToDetail: false,
  allowMultiCatalog: false,
  engineInformation,
  changedOn: '2025-08-18T12:00:00.250',
  changedBy: null,
  createdBy: user,
};
