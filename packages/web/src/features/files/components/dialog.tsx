import { dialogInLook } from '../../../components/dialog';

/**
 * A dialog of the file manager, in its look (`footer` holds its buttons); focus starts on the
 * first field, else the first footer button.
 */
export const Dialog = dialogInLook(
  {
    backdrop: 'files-dialog-backdrop',
    panel: 'files-dialog',
    header: 'files-dialog-header',
    body: 'files-dialog-body',
    footer: 'files-dialog-footer',
    close: 'files-dialog-close',
  },
  ['input, textarea, select', '.files-dialog-footer button:not([disabled])'],
);
