import { ProfileText, isGuestEmail, normalizeEmail } from '@citybook/contract/account';
import type { Profile, ProfileUpdateRequest } from '@citybook/contract/account';
import { formatPhone } from '@citybook/contract/app';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withToast } from '../../../components/toast/toast-state.ts';
import { paths } from '../../../lib/paths.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import styles from './form-page.module.css';
import { GuestNotice } from '../../../components/guest-notice/guest-notice.tsx';
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
  const email = useWatch({ control: form.control, name: 'emailAddress' });
  // Issue #15 item 20: the password is asked for only when it is needed, for a new email.
  const emailChanged = normalizeEmail(email) !== normalizeEmail(profile.emailAddress);

  const submit = ({ currentPassword, ...details }: ProfileEditOutput) => {
    // A password typed for an email change that was then undone is not sent.
    const request: ProfileUpdateRequest =
      currentPassword === '' || !emailChanged ? details : { ...details, currentPassword };
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
      {isGuest ? <GuestNotice className={styles.notice} /> : null}
      <ProfileEditForm
        form={form}
        disabled={isGuest || updateProfile.isPending}
        asksCurrentPassword={emailChanged}
        onSubmit={submit}
      />
    </>
  );
}
