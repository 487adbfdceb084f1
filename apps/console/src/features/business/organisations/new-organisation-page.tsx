import { zodResolver } from '@hookform/resolvers/zod';
import { BusinessConsoleApi, createOrganisationRequestSchema } from '@citybook/contract/business';
import type { CreateOrganisationRequest } from '@citybook/contract/business';
import { Button } from '@citybook/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { TextField } from '../../../components/field/field.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { LocationPicker, type PickedLocation } from './location-picker.tsx';
import parts from '../../../components/page-parts/page-parts.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** MERCHANT-1: an organisation made of catalogue merchants; its admin is invited next. */
export function NewOrganisationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedLocation[]>([]);
  const form = useForm<CreateOrganisationRequest>({
    resolver: zodResolver(createOrganisationRequestSchema),
    defaultValues: { name: '', merchantIds: [] },
  });
  const failure = useFormFailure(form, 'The organisation could not be made. Please try again.');
  const create = useMutation({
    mutationFn: (values: CreateOrganisationRequest) =>
      callApi(BusinessConsoleApi.createBusinessOrganisation, { body: values }),
    onSuccess: (organisation) => {
      queryClient.setQueryData(
        [BusinessConsoleApi.getOrganisation.name, organisation.id],
        organisation,
      );
      void queryClient.invalidateQueries({
        queryKey: [BusinessConsoleApi.getOrganisationGrid.name],
      });
      void navigate(`/organisations/${String(organisation.id)}`, {
        state: { notice: `${organisation.name} is added. Invite its admin now.` },
      });
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  return (
    <ConsolePage
      title="New organisation"
      description="A merchant, or a franchise group with its locations, from the catalogue. Its people are invited once it is saved."
      actions={<TextLink to="/organisations">All organisations</TextLink>}
    >
      <CheckedForm
        className={parts.form}
        failure={failure}
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
      >
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <LocationPicker
          picked={picked}
          error={errors.merchantIds?.message}
          onChange={(next) => {
            setPicked(next);
            form.setValue(
              'merchantIds',
              next.map((location) => location.id),
              { shouldValidate: form.formState.isSubmitted },
            );
          }}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save organisation'}
          </Button>
        </div>
      </CheckedForm>
    </ConsolePage>
  );
}
