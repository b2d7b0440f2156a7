import { Link as RouterLink } from 'react-router';
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { TODO_RULES, type TodoItem, type TodoKind } from '@kolos/domain/home';

export const NOTHING_WAITS = 'Сейчас ничего не ждёт вашего внимания';

const ICONS: Record<TodoKind, SvgIconComponent> = {
  COUNTER_OFFERS: SwapHorizOutlined,
  TENDERS_CLOSING_TODAY: TimerOutlined,
  SLOTS_WITHOUT_TRUCK: LocalShippingOutlined,
  TRIPS_WITHOUT_PAPERS: UploadFileOutlined,
  TRIP_PAPERS_DECLINED: AssignmentLateOutlined,
  AGREEMENT_TO_SIGN: DrawOutlined,
  OFFERS_TO_DECIDE: GavelOutlined,
  TENDERS_TO_CLOSE: GavelOutlined,
  TRIP_PAPERS_TO_CHECK: FactCheckOutlined,
  TRUCKS_DUE_TODAY: LocalShippingOutlined,
  TRUCKS_LATE: TimerOutlined,
  IMPORTS_WITH_ERRORS: ReportProblemOutlined,
  COMPANIES_TO_MODERATE: VerifiedUserOutlined,
};

/** Kinds that are a problem rather than a task: their count is shown in the warning colour. */
const URGENT: readonly TodoKind[] = [
  'TRIP_PAPERS_DECLINED',
  'TRUCKS_LATE',
  'IMPORTS_WITH_ERRORS',
  'TENDERS_CLOSING_TODAY',
];

/** One item: a card the whole of which is the link (a thumb's target, 64 px tall at least). */
function TodoCard({ item }: { item: TodoItem }) {
  const Icon = ICONS[item.kind];
  const { label } = TODO_RULES[item.kind];
  const urgent = URGENT.includes(item.kind);
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardActionArea
        component={RouterLink}
        to={item.link}
        aria-label={`${label}: ${item.count}`}
        data-testid={`todo-${item.kind}`}
        sx={{ minHeight: 64, px: 2, py: 1.5, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
      >
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: urgent ? 'warning.dark' : 'primary.main',
            bgcolor: (t) => alpha(urgent ? t.palette.warning.main : t.palette.primary.main, 0.12),
          }}
        >
          <Icon />
        </Box>
        <Typography sx={{ fontWeight: 500, flexGrow: 1, lineHeight: 1.3 }}>{label}</Typography>
        <Typography
          component="span"
          sx={{
            fontSize: 24,
            fontWeight: 700,
            color: urgent ? 'warning.dark' : 'primary.dark',
            minWidth: 32,
            textAlign: 'right',
          }}
        >
          {item.count}
        </Typography>
        <ChevronRight sx={{ color: 'text.secondary', flexShrink: 0 }} />
      </CardActionArea>
    </Card>
  );
}

/**
 * Issue 29 point 13: what waits for the user, as large cards with counts — one tap opens the list
 * to work through. Nothing waiting says so, calmly.
 */
export function TodoCards({
  items,
  loading,
  failed,
}: {
  items: TodoItem[];
  loading: boolean;
  failed: boolean;
}) {
  if (loading) return <Typography color="text.secondary">Загружаем…</Typography>;
  // a failed read is not "nothing waits"
  if (failed)
    return <Typography color="error">Не удалось узнать, что ждёт вас. Обновите страницу позже.</Typography>;
  if (items.length === 0) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
      >
        <TaskAltOutlined color="success" />
        <Typography>{NOTHING_WAITS}</Typography>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Что нужно сделать"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {items.map((item) => (
        <li key={item.kind}>
          <TodoCard item={item} />
        </li>
      ))}
    </Box>
  );
}
