/**
 * The console's Customers page (issue 6 §5): the customer search at customers/ and one customer at
 * customers/:id, routed inside the page (the console routes /customers/* here).
 */
import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { CustomerSearch } from './customer-search.js';
import { CustomerView } from './customer-view.js';
import { useCustomerWords } from './customer-words.js';

function SearchScreen() {
  const words = useCustomerWords();
  return (
    <>
      <Title title={words.t('title')} />
      <CustomerSearch />
    </>
  );
}

export function CustomersPage() {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Routes>
        <Route index element={<SearchScreen />} />
        <Route path=":id" element={<CustomerView />} />
      </Routes>
    </Stack>
  );
}

export default CustomersPage;
