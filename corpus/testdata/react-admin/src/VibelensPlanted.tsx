// Added for the corpus: a page with three planted bugs, in react-admin's
// own MUI components (see corpus.yaml).
import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';

const integrations = ['Slack', 'GitHub', 'Linear'];

export const VibelensPlanted = () => (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 360 }}>
        <Title title="Integrations" />
        <Card>
            <CardHeader title="Status" />
            <CardContent>
                {/* Planted: a nowrap label in a fixed 160 px box, no ellipsis. */}
                <Typography
                    className="plan-status"
                    sx={{ width: 160, whiteSpace: 'nowrap', overflow: 'hidden', fontWeight: 700 }}
                >
                    Connected to Slack workspace Engineering
                </Typography>
                {/* Planted: a nowrap label wider than its 120 px outlined
                    button: it runs past the border on both sides, inside the card. */}
                <Button className="plan-upgrade" variant="outlined" sx={{ mt: 2, width: 120, whiteSpace: 'nowrap' }}>
                    Upgrade your whole team
                </Button>
            </CardContent>
        </Card>
        <Card sx={{ position: 'relative', overflow: 'visible' }}>
            {/* Design, not a defect: a corner ribbon placed 5 px outside the
                card by its own negative offsets, holding a rotated label. */}
            <Box className="plan-ribbon" sx={{ position: 'absolute', top: -5, right: -5, width: 75, height: 75, overflow: 'hidden' }}>
                <Typography
                    component="span"
                    sx={{ position: 'absolute', top: 18, right: -22, width: 100, transform: 'rotate(45deg)', bgcolor: 'warning.main', fontSize: 12, fontWeight: 700, textAlign: 'center' }}
                >
                    Popular
                </Typography>
            </Box>
            <CardHeader title="Team plan" subheader="Everything in Pro, for up to ten people." />
        </Card>
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2">Usage</Typography>
            {/* Planted: a fixed 600 px bar in a 360 px outlined card. */}
            <Paper className="plan-usage" elevation={0} sx={{ width: 600, height: 12, bgcolor: 'primary.light', mt: 1 }} />
        </Paper>
        <Card>
            <CardHeader title="Connected apps" />
            <List dense>
                {/* Planted: list items without a key. */}
                {integrations.map(name => (
                    <ListItem>
                        <ListItemText primary={name} />
                    </ListItem>
                ))}
            </List>
        </Card>
    </Stack>
);
