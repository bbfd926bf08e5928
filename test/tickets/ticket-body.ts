// A ticket as the API answers it, for the ticket tests.
export type TicketBody = {
  id: string;
  subject: string;
  body: string;
  status: string;
  priority: string;
  report_id: string | null;
  vehicle_id: string | null;
  customer_id: string | null;
  agreement_id: string | null;
  comments_count: number;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
};
