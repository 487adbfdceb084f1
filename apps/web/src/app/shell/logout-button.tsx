import { Button } from '../../components/button/button.tsx';
import { useLogout } from '../../features/account/api/logout.ts';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="plain"
      disabled={logout.isPending}
      onClick={() => {
        logout.mutate();
      }}
    >
      Log out
    </Button>
  );
}
