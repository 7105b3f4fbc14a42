import { useScope } from '@/lib/use-scope';

export function TaskBoardPage() {
  const scope = useScope();
  return <h1>{scope === 'me' ? 'My tasks' : 'Workspace tasks'}</h1>;
}
