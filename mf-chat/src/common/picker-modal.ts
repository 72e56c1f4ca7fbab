/** What a chat's picker modal (a gift, an opener) takes: `onPick` gets the member's choice. */
export interface PickerModalProps<Choice> {
  open: boolean;
  /** The member the conversation is with. */
  name: string;
  onPick: (choice: Choice) => void;
  onClose: () => void;
}
