import './upload.css';
import { Route, Routes } from 'react-router';
import { AnalyzePage } from './pages/AnalyzePage';
import { AnalyzingRecommendationsPage } from './pages/AnalyzingRecommendationsPage';
import { ConfirmPage } from './pages/ConfirmPage';
import { UploadPage } from './pages/UploadPage';

/** The upload flow and its demo twin; the shell guards the signed-in routes. */
export default function App() {
  return (
    <Routes>
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/analyze" element={<AnalyzePage />} />
      <Route path="/confirm" element={<ConfirmPage />} />
      <Route path="/analyzing-recommendations" element={<AnalyzingRecommendationsPage />} />
      <Route path="/demo" element={<UploadPage demo />} />
      <Route path="/demo/analyzing" element={<AnalyzePage demo />} />
      <Route path="/demo/confirm" element={<ConfirmPage demo />} />
      <Route path="/demo/analyzing-recommendations" element={<AnalyzingRecommendationsPage demo />} />
    </Routes>
  );
}
