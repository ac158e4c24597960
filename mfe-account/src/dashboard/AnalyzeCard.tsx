import { Link } from 'react-router';
import { Icon } from '../components/Icon';

export function AnalyzeCard() {
  return (
    <Link to="/upload" className="acc-analyze-card">
      <span className="acc-analyze-icon">
        <Icon name="bolt" />
      </span>
      <span className="acc-analyze-text">
        <span className="acc-analyze-title">Analyze Your Team</span>
        <span className="acc-analyze-sub">
          Upload a screenshot of your Transfers page and get transfers, captaincy and chip advice.
        </span>
      </span>
      <span className="acc-analyze-arrow">
        <Icon name="arrow" />
      </span>
    </Link>
  );
}
