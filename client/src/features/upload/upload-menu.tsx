// The "Upload file to database" menu of the data list screens, shown to holders of can_upload on Database.
import { useQuery } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { UploadPermissionsDocument } from '../../gql/graphql';
import { UPLOAD_TITLES, type UploadType } from './upload-form';

const UploadModal = lazy(() => import('./upload-modal'));

export function UploadMenu({ onUploaded }: { onUploaded?: () => void }) {
  const { data } = useQuery(UploadPermissionsDocument);
  const [open, setOpen] = useState<UploadType | null>(null);
  if (!data?.myPermissions.includes('can_upload')) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" data-testid="upload-menu">
            Upload file to database
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(UPLOAD_TITLES) as UploadType[]).map((type) => (
            <Menu.Item key={type} onClick={() => setOpen(type)} data-testid={`upload-${type}`}>
              {{ csv: 'Upload CSV to database', excel: 'Upload Excel to database', columnar: 'Upload Columnar file to database' }[type]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {open && (
        <Suspense fallback={null}>
          <UploadModal type={open} onClose={() => setOpen(null)} onUploaded={onUploaded} />
        </Suspense>
      )}
    </>
  );
}
