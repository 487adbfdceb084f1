import { zodResolver } from '@hookform/resolvers/zod';
import {
  createFundraisingGroupRequestSchema,
  FUNDRAISING_GROUP_KIND_LABELS,
  FUNDRAISING_GROUP_KINDS,
  FundraisingConsoleApi,
} from '@citybook/contract/fundraising';
import type { CreateFundraisingGroupRequest } from '@citybook/contract/fundraising';
import { Button } from '@citybook/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConsolePage } from '../../../components/console-page/console-page.tsx';
import { SelectField, TextField } from '../../../components/field/field.tsx';
import { TextLink } from '../../../components/page-links/page-links.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import parts from '../../../components/page-parts/page-parts.module.css';
import { CheckedForm } from '../../../components/checked-form/checked-form.tsx';

/** FUNDRAISING-1: a new group; its leader is invited and its campaigns made on its page. */
export function NewFundraisingGroupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CreateFundraisingGroupRequest>({
    resolver: zodResolver(createFundraisingGroupRequestSchema),
    defaultValues: { name: '', kind: 'school' },
  });
  const failure = useFormFailure(form, 'The group could not be made. Please try again.');
  const create = useMutation({
    mutationFn: (body: CreateFundraisingGroupRequest) =>
      callApi(FundraisingConsoleApi.createFundraisingGroup, { body }),
    onSuccess: (group) => {
      queryClient.setQueryData([FundraisingConsoleApi.getFundraisingGroup.name, group.id], group);
      void queryClient.invalidateQueries({
        queryKey: [FundraisingConsoleApi.getFundraisingGroupGrid.name],
      });
      void navigate(`/fundraising/${String(group.id)}`, {
        state: { notice: `${group.name} is added. Invite its leader and give it a campaign.` },
      });
    },
    onError: failure.show,
  });
  const { errors } = form.formState;
  return (
    <ConsolePage
      title="New fundraising group"
      description="A school, club or charity that will sell Citybook. Its leader is invited once it is saved."
      actions={<TextLink to="/fundraising">All groups</TextLink>}
    >
      <CheckedForm
        className={parts.form}
        aria-label="New fundraising group"
        failure={failure}
        onSubmit={form.handleSubmit((body) => create.mutate(body))}
      >
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField label="Kind" error={errors.kind?.message} {...form.register('kind')}>
          {FUNDRAISING_GROUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {FUNDRAISING_GROUP_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save group'}
          </Button>
        </div>
      </CheckedForm>
    </ConsolePage>
  );
}
