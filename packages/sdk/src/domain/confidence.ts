// Confidence of the Commander's routing (spec 2 §2 "Orchestration indicator", §5, §9).

/** How sure the routing is, for the orchestration indicator. */
export interface ConfidenceBand {
  level: 'high' | 'medium' | 'low';
  /** 'Alta confiança', 'Média confiança' or 'Baixa confiança'. */
  label: string;
  /** green at 80 or more, yellow at 60 or more, otherwise orange. */
  colour: 'green' | 'yellow' | 'orange';
}

/** 80 or more high, 60 to 79 medium, below 60 low. */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 80) {
    return { level: 'high', label: 'Alta confiança', colour: 'green' };
  }
  if (confidence >= 60) {
    return { level: 'medium', label: 'Média confiança', colour: 'yellow' };
  }
  return { level: 'low', label: 'Baixa confiança', colour: 'orange' };
}

/** The range label of a confidence: >=90 '90% a 98%', >=80 '80% a 89%', >=70 '70% a 79%', else '60% a 69%'. */
export function confidenceRangeLabel(confidence: number): string {
  if (confidence >= 90) {
    return '90% a 98%';
  }
  if (confidence >= 80) {
    return '80% a 89%';
  }
  if (confidence >= 70) {
    return '70% a 79%';
  }
  return '60% a 69%';
}
