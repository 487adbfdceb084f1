import { formatPhone, isGuestEmail, ProfileText } from '@citybook/contract';
import type { Profile, ProfileUpdateRequest } from '@citybook/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withToast } from '../../../components/toast/toast-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { GuestNotice } from './guest-notice.tsx';
import { toProfileEditFailure } from './profile-edit-error.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { profileEditSchemaFor } from './profile-edit-schema.ts';
import type { ProfileEditOutput } from './profile-edit-schema.ts';
import { useShowFormFailure } from './use-show-form-failure.ts';

interface ProfileEditorProps {
  /** The profile as loaded when the page opened; the form starts from it. */
  profile: Profile;
}

export function ProfileEditor({ profile }: ProfileEditorProps) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const isGuest = isGuestEmail(profile.emailAddress);
  const form = useForm({
    resolver: zodResolver(profileEditSchemaFor(profile.emailAddress)),
    defaultValues: {
      emailAddress: profile.emailAddress,
      currentPassword: '',
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: formatPhone(profile.phone ?? ''),
      postalCode: profile.postalCode ?? '',
    },
  });
  const showFailure = useShowFormFailure(form.setError);

  const submit = ({ currentPassword, ...details }: ProfileEditOutput) => {
    const request: ProfileUpdateRequest =
      currentPassword === '' ? details : { ...details, currentPassword };
    updateProfile.mutate(request, {
      onSuccess: () => {
        void navigate(paths.managementMc, { replace: true, state: withToast(ProfileText.updated) });
      },
      onError: (error) => {
        showFailure(toProfileEditFailure(error), error);
      },
    });
  };

  return (
    <>
      {isGuest ? <GuestNotice /> : null}
      <ProfileEditForm
        form={form}
        disabled={isGuest || updateProfile.isPending}
        onSubmit={submit}
      />
    </>
  );
}
