import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_ICONS, CatalogConsoleApi, categoryFormSchema } from '@citybook/contract/catalog';
import type { CategoryEditor, CategoryForm } from '@citybook/contract/catalog';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { NameAndSlug } from '../../../components/editor-form/name-and-slug.tsx';
import { EditorForm, FormSection, Wide } from '../../../components/editor-form/editor-form.tsx';
import { errorText } from '../../../components/editor-form/field-error.ts';
import { useEditorSave } from '../../../components/editor-form/use-editor-save.ts';
import { TextField } from '../../../components/field/field.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { CategoryIconPicker } from './category-icon-picker.tsx';

const NEW_CATEGORY: DefaultValues<CategoryForm> = { slug: '', title: '', icon: '' };

interface CategoryFormProps {
  /** The stored category; none: a new one. */
  editor?: CategoryEditor | undefined;
  onSaved: (saved: CategoryEditor, created: boolean) => void;
  onReload: () => void;
  extraActions?: (dirty: boolean) => ReactNode;
}

/** OPERATOR-10: a category's name, slug, icon and place in the members' list. */
export function CategoryEditorForm({ editor, onSaved, onReload, extraActions }: CategoryFormProps) {
  const form = useForm<CategoryForm>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: editor
      ? { slug: editor.slug, title: editor.title, icon: editor.icon, sortOrder: editor.sortOrder }
      : NEW_CATEGORY,
  });
  const save = useEditorSave(form, {
    save: (values: CategoryForm) =>
      editor
        ? callApi(CatalogConsoleApi.updateCategory, {
            params: { categoryId: editor.id },
            body: { ...values, revision: editor.revision },
          })
        : callApi(CatalogConsoleApi.createCategory, { body: values }),
    onSaved: (saved) => onSaved(saved, !editor),
    failureText: 'The category could not be saved. Please try again.',
  });
  const { errors, isDirty } = form.formState;
  const foreignIcon =
    editor && !CATEGORY_ICONS.includes(editor.icon) && editor.icon !== '' ? editor.icon : undefined;
  return (
    <EditorForm
      noun="category"
      title={editor?.title}
      save={save}
      onReload={onReload}
      extraActions={extraActions?.(isDirty)}
    >
      <FormSection legend="Category">
        <NameAndSlug form={form} name="title" slug="slug" isNew={!editor} />
        <TextField
          label="Place in the list"
          type="number"
          min={0}
          max={9999}
          step={1}
          hint="Members see categories by this number, smallest first."
          {...form.register('sortOrder', { valueAsNumber: true })}
          error={errorText(errors.sortOrder, 'Please enter a whole number from 0 to 9999.')}
        />
        <Wide>
          <CategoryIconPicker
            field={form.register('icon')}
            foreignIcon={foreignIcon}
            error={errors.icon?.message}
          />
        </Wide>
      </FormSection>
    </EditorForm>
  );
}
