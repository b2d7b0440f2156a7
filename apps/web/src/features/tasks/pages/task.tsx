import { useParams } from 'react-router';
import { TASK_MSG } from '@kolos/domain/tasks';
import { CreateOrEditPage, editedUuid } from '../../../shared/form';
import { pathTo } from '../../../shared/routing/paths';
import { useTask } from '../api/get-task';
import { TaskForm } from '../components/task-form';

/** Route Task 'task/{uuid?}': 'create' is a new third-party deal, otherwise the stored one. */
export function Task() {
  const { uuid } = useParams();
  const task = useTask(editedUuid(uuid));
  return (
    <CreateOrEditPage uuid={uuid} query={task} notFound={TASK_MSG.notFound} listPath={pathTo('TasksList')}>
      {(found) => (found ? <TaskForm key={found.uuid} task={found} /> : <TaskForm />)}
    </CreateOrEditPage>
  );
}
