// Superset's annotation layer modal: a name (required) and a description; adding a layer opens its annotations.
import { useMutation } from '@apollo/client/react';
import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { addSuccessToast } from '../../app/toasts';
import { CreateAnnotationLayerDocument, UpdateAnnotationLayerDocument, type AnnotationLayerRowFragment } from '../../gql/graphql';
import { FormModal, type FieldErrors } from './form-modal';

interface AnnotationLayerModalProps {
  /** The layer edited; null adds one. */
  layer: AnnotationLayerRowFragment | null;
  onClose: () => void;
  onSaved: (layer: AnnotationLayerRowFragment, added: boolean) => void;
}

export function AnnotationLayerModal({ layer, onClose, onSaved }: AnnotationLayerModalProps) {
  const [name, setName] = useState(layer?.name ?? '');
  const [descr, setDescr] = useState(layer?.descr ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create] = useMutation(CreateAnnotationLayerDocument);
  const [update] = useMutation(UpdateAnnotationLayerDocument);

  const save = async () => {
    const input = { name: name.trim(), descr };
    if (layer) {
      const { data } = await update({ variables: { id: layer.id, input } });
      if (data) onSaved(data.updateAnnotationLayer, false);
    } else {
      const { data } = await create({ variables: { input } });
      if (data) {
        addSuccessToast(`Annotation layer ${data.createAnnotationLayer.name} added`);
        onSaved(data.createAnnotationLayer, true);
      }
    }
  };

  return (
    <FormModal
      opened
      title={layer ? 'Edit annotation layer properties' : 'Add annotation layer'}
      submitLabel={layer ? 'Save' : 'Add'}
      canSubmit={name.trim().length > 0}
      onClose={onClose}
      onSubmit={save}
      onFieldErrors={setErrors}
      testId="annotation-layer-modal"
    >
      <TextInput
        label="Annotation layer name"
        required
        maxLength={250}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        data-autofocus
        data-testid="annotation-layer-name"
      />
      <Textarea label="Description" placeholder="Description (this can be seen in the list)" autosize minRows={3} value={descr} onChange={(event) => setDescr(event.currentTarget.value)} error={errors.descr} />
    </FormModal>
  );
}
