/**
 * The frame of an enquiry in a dialog ('Contact Expert', 'Book Experience', 'Ask about this day'):
 * a title, a line of context, the fields, Cancel and the send button, a close button. Sent or
 * safely queued, the caller closes it; on failure it stays open with everything typed.
 */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import type { DialogControl } from '../../../components/DialogButton';
import type { FormState } from '../../../components/useForm';
import { prepareEnquiries } from '../api';

export interface EnquiryDialogProps<T extends object> extends DialogControl {
  form: FormState<T>;
  title: ReactNode;
  /** The line of context above the fields. */
  intro: ReactNode;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

export function EnquiryDialog<T extends object>({ form, title, intro, submitLabel, open, onClose, returnFocus, children }: EnquiryDialogProps<T>) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }} finalFocusEl={returnFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form {...form.formProps} onFocus={prepareEnquiries}>
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="2xl">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {intro}
                  </Text>
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={form.busy} loadingText="Sending...">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
