import { dialogInLook } from '../../../components/dialog';

/**
 * A dialog of the admin panel, in its look (`footer` holds its buttons, `onSubmit` makes Enter
 * submit it); focus starts on the first field, else the footer's last button.
 */
export const AdminDialog = dialogInLook(
  {
    backdrop: 'admin-dialog-backdrop',
    panel: 'admin-dialog',
    header: 'admin-dialog-header',
    body: 'admin-dialog-body',
    footer: 'admin-dialog-footer',
  },
  [
    '.admin-dialog-body input:not([disabled]), .admin-dialog-body select:not([disabled])',
    '.admin-dialog-footer button:last-child',
  ],
);
