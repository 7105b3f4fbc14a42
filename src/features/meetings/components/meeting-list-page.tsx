import { useScope } from '@/lib/scope';

export function MeetingListPage() {
  const scope = useScope();
  return <h1>{scope === 'me' ? 'My meetings' : 'Workspace meetings'}</h1>;
}
