import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { roleLabel } from '@kolos/domain';
import { useSession } from '../../../shared/auth/use-session';
import { sectionsFor } from '../../../shared/navigation/sections';
import { pathOf } from '../../../shared/routing/paths';
import { useTodo } from '../api/get-todo';
import { TodoCards } from '../components/todo-cards';

export const HOME_HINT = 'Воспользуйтесь меню слева, чтобы перейти к нужному разделу.';

/**
 * SPEC 2.8 Home: a welcome text pointing to the left-hand menu; then what waits for the user
 * (issue 29 point 13: counts that follow the event stream) and shortcuts to his sections.
 */
export function Home() {
  const { user, can } = useSession();
  const todo = useTodo();
  const sections = sectionsFor(can).filter((s) => s.route !== 'Home');
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 3,
          borderRadius: 3,
          color: 'primary.contrastText',
          background: (t) =>
            `linear-gradient(120deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {/* a farmer invited by his company's name has no name of his own until he gives one */}
          {user?.name ? `Здравствуйте, ${user.name}!` : 'Здравствуйте!'}
        </Typography>
        <Typography sx={{ opacity: 0.9, fontSize: 17 }}>{HOME_HINT}</Typography>
        {user?.company && (
          <Typography sx={{ opacity: 0.75, mt: 2 }} variant="body2">
            {user.company.name}
            {user.roleName ? ` · ${roleLabel(user.roleName)}` : ''}
          </Typography>
        )}
      </Paper>
      <Box component="section" aria-labelledby="todo-title" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2" id="todo-title" sx={{ fontWeight: 700, mb: 1.5 }}>
          Что нужно сделать
        </Typography>
        <TodoCards items={todo.data?.items ?? []} loading={todo.isPending} failed={todo.isError} />
      </Box>
      {sections.length > 0 && (
        <>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }} component="h2">
            Ваши разделы
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {sections.map(({ route, label, icon: Icon }) => (
              <Card key={route} variant="outlined" sx={{ borderRadius: 2 }}>
                <CardActionArea
                  component={RouterLink}
                  to={pathOf(route)}
                  sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 1.5 }}
                >
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                      flexShrink: 0,
                    }}
                  >
                    <Icon />
                  </Box>
                  <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
