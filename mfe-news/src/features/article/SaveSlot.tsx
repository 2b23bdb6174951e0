import { EXPOSED, type SaveButtonProps, WidgetSlot } from '@janmat/shared';
import { SaveButton } from './SaveButton';

/** «सहेजें» in its widget slot: a page of islands hydrates it alone when the reader reaches for it. */
export function SaveSlot(props: SaveButtonProps) {
  return (
    <WidgetSlot module={EXPOSED.saveButton} props={props}>
      <SaveButton {...props} />
    </WidgetSlot>
  );
}
