import { zodResolver } from '@hookform/resolvers/zod';
import { CatalogConsoleApi, franchisorFormSchema } from '@citybook/contract/catalog';
import type { FranchisorEditor, FranchisorForm } from '@citybook/contract/catalog';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { NameAndSlug } from '../../../components/editor-form/name-and-slug.tsx';
import { EditorForm, FormSection } from '../../../components/editor-form/editor-form.tsx';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { callApi } from '../../../lib/api-client.ts';

interface FranchisorFormProps {
  /** The stored franchise; none: a new one. */
  editor?: FranchisorEditor | undefined;
  onSaved: (saved: FranchisorEditor, created: boolean) => void;
  onReload: () => void;
  extraActions?: (dirty: boolean) => ReactNode;
}

/** OPERATOR-10: a franchise's name and slug, checked by the contract's schema. */
export function FranchisorEditorForm({
  editor,
  onSaved,
  onReload,
  extraActions,
}: FranchisorFormProps) {
  const form = useForm<FranchisorForm>({
    resolver: zodResolver(franchisorFormSchema),
    defaultValues: editor ? { slug: editor.slug, title: editor.title } : { slug: '', title: '' },
  });
  const save = useEditorSave(form, {
    save: (values: FranchisorForm) =>
      editor
        ? callApi(CatalogConsoleApi.updateFranchisor, {
            params: { franchisorId: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(CatalogConsoleApi.createFranchisor, { body: values }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The franchise could not be saved. Please try again.',
  });
  const { isDirty } = form.formState;
  return (
    <EditorForm
      noun="franchise"
      title={editor?.title}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Franchise">
        <NameAndSlug form={form} name="title" slug="slug" isNew={!editor} />
      </FormSection>
    </EditorForm>
  );
}
