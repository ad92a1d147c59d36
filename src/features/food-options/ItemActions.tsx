// The buttons beside a group or an option: move up, move down, edit, delete. Each is a 44 px
// button with a name that says what it does to which item ("Move group Sauce up"), so a keyboard
// or screen reader user can reorder without dragging.
import { HStack, IconButton } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';

type Props = {
  labels: { up: string; down: string; edit: string; remove: string };
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function ItemActions({ labels, canMoveUp, canMoveDown, onMove, onEdit, onDelete }: Props) {
  return (
    <HStack gap="1" flexShrink={0}>
      <IconButton aria-label={labels.up} title={labels.up} variant="ghost" colorPalette="gray" size="md" minW="11" minH="11" disabled={!canMoveUp} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" />
      </IconButton>
      <IconButton aria-label={labels.down} title={labels.down} variant="ghost" colorPalette="gray" size="md" minW="11" minH="11" disabled={!canMoveDown} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" />
      </IconButton>
      <IconButton aria-label={labels.edit} title={labels.edit} variant="ghost" colorPalette="gray" size="md" minW="11" minH="11" onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton aria-label={labels.remove} title={labels.remove} variant="ghost" colorPalette="red" size="md" minW="11" minH="11" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}
