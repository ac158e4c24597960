import { Route, Routes } from 'react-router';
import './results.css';
import { HistoryPage } from './pages/HistoryPage';
import { ResultsPage } from './pages/ResultsPage';
import { SuggestionPage } from './pages/SuggestionPage';

/** The results remote: rendered inside the shell's router (the shell guards the protected routes). */
export default function App() {
  return (
    <Routes>
      <Route path="/results" element={<ResultsPage />} />
      <Route path="/demo/results" element={<ResultsPage demo />} />
      <Route path="/history" element={<HistoryPage />} />
      <Route path="/suggestion/:id" element={<SuggestionPage />} />
    </Routes>
  );
}
