import type { AdminUserItem, AdminUsersPage } from '@common/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { useAuth, USER_QUERY_KEY } from '@/features/auth';
import { errorMessage, request } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { AdminCell, AdminRow, AdminTable } from './AdminTable';
import { formatWhen, USERS_URL } from './adminList';
import { InstructorBadge, InstructorToggle, useInstructorIds } from './instructors';
import { EmptyState, ListStatus, Pager, SearchBox } from './ListControls';
import { nextRole, RoleChangeDialog, roleActionLabel } from './RoleChangeDialog';
import { useAdminList, useListParams } from './useAdminList';

const COLUMNS = [
  { label: 'User' },
  { label: 'Email', className: 'w-[26%]' },
  { label: 'Role', className: 'w-24' },
  { label: 'Type', className: 'w-28' },
  { label: 'Joined', className: 'w-44' },
  { label: 'Actions', className: 'w-56' },
] as const;

function UserRow({
  user,
  isSelf,
  isInstructor,
  onChangeRole,
}: {
  user: AdminUserItem;
  isSelf: boolean;
  isInstructor: boolean;
  onChangeRole: (user: AdminUserItem) => void;
}) {
  return (
    <AdminRow data-testid="user-row">
      <AdminCell label="User">
        <span className="block font-semibold">
          @{user.username}
          {isSelf ? <span className="ml-1.5 text-xs font-normal text-muted">(you)</span> : null}
        </span>
        {user.displayName ? <span className="block text-xs text-muted">{user.displayName}</span> : null}
      </AdminCell>
      <AdminCell label="Email">
        {user.email ? (
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="break-all">{user.email}</span>
            {user.emailVerified ? (
              <Badge
                variant="neutral"
                className="bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-400/30"
              >
                Verified
              </Badge>
            ) : (
              <Badge variant="neutral">Unverified</Badge>
            )}
          </span>
        ) : (
          <span className="text-muted">None</span>
        )}
      </AdminCell>
      <AdminCell label="Role">
        {user.role === 'admin' ? (
          <Badge data-testid="user-role">
            <ShieldCheck className="size-3" aria-hidden /> Admin
          </Badge>
        ) : (
          <Badge variant="neutral" data-testid="user-role">
            User
          </Badge>
        )}
        {isInstructor ? <InstructorBadge /> : null}
      </AdminCell>
      <AdminCell label="Type">{user.userType}</AdminCell>
      <AdminCell label="Joined">
        <time dateTime={user.createdAt}>{formatWhen(user.createdAt)}</time>
      </AdminCell>
      <AdminCell label="Actions">
        <Button variant="outline" size="sm" onClick={() => onChangeRole(user)}>
          {roleActionLabel(user)}
          <span className="sr-only">: @{user.username}</span>
        </Button>
        <InstructorToggle userId={user.id} username={user.username} isInstructor={isInstructor} />
      </AdminCell>
    </AdminRow>
  );
}

/**
 * /admin/users: every account, searchable, with the role switch between user and admin (confirmed first) and the
 * instructor role of Education.
 */
export function UsersSection() {
  const { user: me } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useListParams();
  const query = useAdminList<AdminUsersPage>(USERS_URL, params);
  const [changing, setChanging] = useState<AdminUserItem | null>(null);
  const instructors = useInstructorIds();
  const items = query.data?.items ?? [];

  const changeRole = useMutation({
    mutationFn: async (user: AdminUserItem) =>
      await request<AdminUserItem>('PATCH', `${USERS_URL}/${user.id}`, { body: { role: nextRole(user) } }),
    onSuccess: (updated) => {
      setChanging(null);
      toast({
        title: 'Role changed',
        description: `@${updated.username} is now ${updated.role === 'admin' ? 'an administrator' : 'a regular user'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: [USERS_URL] });
      // Changing one's own role changes what this session may see.
      if (updated.id === me?.id) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) => {
      setChanging(null);
      toast({ title: 'Could not change the role', description: errorMessage(error), variant: 'destructive' });
    },
  });

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-section-title" className="text-2xl font-bold tracking-tight">
            Users
          </h2>
          <p className="mt-1 text-sm text-muted">Every account, newest first.</p>
        </div>
        <SearchBox
          label="Search the users"
          placeholder="Username, name or email"
          value={params.q}
          onSearch={(q) => setParams({ q, page: 1 }, 'replace')}
        />
      </div>
      <ListStatus
        what="the users"
        isPending={query.isPending}
        isFetching={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {items.length === 0 ? (
          <EmptyState
            icon={<Users aria-hidden />}
            title="No users yet"
            hint="Accounts show up here as people register."
            q={params.q}
          />
        ) : (
          <AdminTable caption="Users" columns={COLUMNS}>
            {items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                isInstructor={instructors.has(user.id)}
                onChangeRole={setChanging}
              />
            ))}
          </AdminTable>
        )}
        <Pager
          what={['user', 'users']}
          page={params.page}
          shown={items.length}
          total={query.data?.total ?? 0}
          onPage={(page) => setParams({ page })}
        />
      </ListStatus>
      {changing ? (
        <RoleChangeDialog
          user={changing}
          isSelf={changing.id === me?.id}
          pending={changeRole.isPending}
          onConfirm={() => changeRole.mutate(changing)}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </section>
  );
}
