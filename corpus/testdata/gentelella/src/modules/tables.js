// Tables Module - Only loaded on table pages


// DataTables - Advanced table functionality
import 'datatables.net';
import 'datatables.net-bs5';

// Custom scrollbar for tables (removed unused dependency)

export default {
  initialized: true
};
